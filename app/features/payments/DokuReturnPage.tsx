import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** 000 §2: the frame of the sample pages the Doku gateway returns to, with the way back. */
export function DokuReturnPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="payment-page">
      <h1>{title}</h1>
      {children}
      <p className="payment-actions">
        <Link to="/profil/transaksi" role="button">
          Lihat Daftar Transaksi
        </Link>
        <Link to="/">Kembali ke Beranda</Link>
      </p>
    </section>
  );
}
