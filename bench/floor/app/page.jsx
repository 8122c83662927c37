export default function Page() {
  return (
    <main>
      <h1>Enduits de lissage</h1>
      <p>Lissage et finition en poudre ou en pâte, manuels ou projetables.</p>
    </main>
  )
}
