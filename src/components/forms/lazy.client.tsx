'use client'
/**
 * The forms, loaded only by the pages that show one. Every public page goes through one
 * catch-all route, whose client bundle would otherwise carry every form (with zod,
 * react-hook-form and the captcha) to the home, category and product pages.
 * Server-rendered as usual; the browser fetches the form's chunk when the page has it.
 */
import dynamic from 'next/dynamic'

export const ApplicationForm = dynamic(() => import('./ApplicationForm.client').then((m) => m.ApplicationForm))
export const ContactForm = dynamic(() => import('./ContactForm.client').then((m) => m.ContactForm))
export const LandingForm = dynamic(() => import('./LandingForm.client').then((m) => m.LandingForm))
export const Trainings = dynamic(() => import('./Trainings.client').then((m) => m.Trainings))
export const WorksiteForm = dynamic(() => import('./WorksiteForm.client').then((m) => m.WorksiteForm))
