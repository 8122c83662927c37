/** A contest landing page (jeu-concours) as the public pages and the API use it. */
export interface LandingView {
  id: number
  technicalName: string
  title: string
  intro: string
  question: string
  opensAt: string
  closesAt: string
  rules: string
  stores: { id: string; name: string; city: string }[]
}
