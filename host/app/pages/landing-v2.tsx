/**
 * The alternative landing (`/v2`): the same sections as the landing, in another order — the offer
 * (banner) and the pricing first, then the start dates and what the bootcamp is, the proof, the
 * curriculum and the rest. Every section is the landing's own component (../sections), each a part
 * of its own (../lib/section-boundary.tsx).
 */
import { PageLayout } from '../layout/page-layout';
import { SectionBoundary } from '../lib/section-boundary';
import { DeadlineBar } from '../sections/deadline-bar';
import { Hero } from '../sections/hero';
import { SummaryCards } from '../sections/summary-cards';
import { Pricing } from '../sections/pricing';
import { StartDates, Profiles, Benefits, JobTitles, Curriculum, Testimonials, Platform, FoundersQuote, Faq, Employers, Team } from '../sections/deferred';
import { MasterclassModal } from '../sections/masterclass-modal';
import { EnrolmentModal } from '../sections/enrolment-modal';
import { Engagement } from '../sections/engagement';

export default function LandingV2() {
  return (
    <PageLayout top={<DeadlineBar />}>
      <SectionBoundary name="hero">
        <Hero />
      </SectionBoundary>
      <SectionBoundary name="pricing">
        <Pricing />
      </SectionBoundary>
      <SectionBoundary name="start-dates">
        <StartDates />
      </SectionBoundary>
      <SectionBoundary name="summary-cards">
        <SummaryCards />
      </SectionBoundary>
      <SectionBoundary name="testimonials">
        <Testimonials />
      </SectionBoundary>
      <SectionBoundary name="benefits">
        <Benefits />
      </SectionBoundary>
      <SectionBoundary name="curriculum">
        <Curriculum />
      </SectionBoundary>
      <SectionBoundary name="profiles">
        <Profiles />
      </SectionBoundary>
      <SectionBoundary name="job-titles">
        <JobTitles />
      </SectionBoundary>
      <SectionBoundary name="platform">
        <Platform />
      </SectionBoundary>
      <SectionBoundary name="founders">
        <FoundersQuote />
      </SectionBoundary>
      <SectionBoundary name="faq">
        <Faq />
      </SectionBoundary>
      <SectionBoundary name="employers">
        <Employers />
      </SectionBoundary>
      <SectionBoundary name="team">
        <Team />
      </SectionBoundary>
      <SectionBoundary name="masterclass-modal">
        <MasterclassModal />
      </SectionBoundary>
      <SectionBoundary name="enrolment-modal">
        <EnrolmentModal />
      </SectionBoundary>
      <SectionBoundary name="engagement">
        <Engagement />
      </SectionBoundary>
    </PageLayout>
  );
}
