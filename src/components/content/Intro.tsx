import listing from './Listing.module.css'

/** The heading of a listing or form page: its title and a lead paragraph. */
export function Intro({ title, text }: { title: string; text: string }) {
  return (
    <header className={listing.intro}>
      <h1>{title}</h1>
      <p className="lead">{text}</p>
    </header>
  )
}
