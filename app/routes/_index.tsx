export default function Home() {
  return <h1>Beranda</h1>;
}
