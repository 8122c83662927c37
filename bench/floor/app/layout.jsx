// No favicon request (a 404 would be a console error in Lighthouse's best practices).
export const metadata = {
  title: 'Plancher du framework',
  description: 'Une page vide du même Next.js que le site.',
  icons: { icon: 'data:,' },
}

export default function RootLayout({ children }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  )
}
