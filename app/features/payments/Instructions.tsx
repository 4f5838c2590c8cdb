import { QRIS_IMAGE, QRIS_STEPS, VA_BILL_NUMBER, VA_STEPS } from "~/features/payments/instruction-texts";

/** "Tata Cara Pembayaran" for BPD Bali: QRIS with the sample QR image, then the virtual account. */
export function BpdInstructions({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section className="payment-card" aria-labelledby="payment-howto-title">
      <Heading id="payment-howto-title">Tata Cara Pembayaran</Heading>
      <div className="payment-howto">
        <div>
          <Sub>QRIS</Sub>
          <img src={QRIS_IMAGE} alt="Contoh kode QRIS" width={200} height={200} className="payment-qr" />
          <ol>
            {QRIS_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <VirtualAccountSteps heading={Sub} />
      </div>
    </section>
  );
}

/** The BPD Bali virtual-account steps with the fixed bill number. */
export function VirtualAccountSteps({ heading: Heading = "h3" }: { heading?: "h2" | "h3" | "h4" }) {
  return (
    <div>
      <Heading>Virtual Account BPD Bali</Heading>
      <p>
        Nomor tagihan: <strong className="payment-bill">{VA_BILL_NUMBER}</strong>
      </p>
      <ol>
        {VA_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
