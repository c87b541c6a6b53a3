import classes from './about.module.css'
import { AboutHero } from './about-hero'
import { CallToAction } from './call-to-action'
import { TeamSection } from './team-section'
import { Testimonials } from './testimonials'
import { Vision } from './vision'
import { WhatWeDo } from './what-we-do'

/**
 * /about-us: who we are, what we do, the vision in numbers, the team and customers' words (both
 * from the public team call, people of the user directory), and the way to start.
 */
export function AboutPage() {
  return (
    <div className={classes.page}>
      <AboutHero />
      <WhatWeDo />
      <Vision />
      <TeamSection />
      <Testimonials />
      <CallToAction />
    </div>
  )
}
