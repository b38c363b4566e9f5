/**
 * The landing (`/`, `/us`, `/payment-success` and the campaign paths of SPEC §2): every section of
 * SPEC §2 "Landing page sections", in its order, each a component of its own in ../sections and
 * a part of its own (../lib/section-boundary.tsx): a section that fails costs that section only.
 * On `/payment-success` the visitor is a customer who has just paid: the sales parts (the deadline
 * bar, the banner's and the pricing's enrolment calls, start-date cards, scholarship offers, the
 * masterclass invitation and the popups) give way to the next steps, and what a new student still
 * wants to read stays (the curriculum, the platform, the team, testimonials, the FAQ).
 */
import { PageLayout } from '../layout/page-layout';
import { SectionBoundary } from '../lib/section-boundary';
import { useRoute } from '../site';
import { DeadlineBar } from '../sections/deadline-bar';
import { Hero } from '../sections/hero';
import { SummaryCards } from '../sections/summary-cards';
import { Pricing } from '../sections/pricing';
import { StartDates, Profiles, Benefits, JobTitles, Curriculum, Testimonials, Platform, FoundersQuote, Faq, CustomerFaq, Employers, Team } from '../sections/deferred';
import { MasterclassModal } from '../sections/masterclass-modal';
import { EnrolmentModal } from '../sections/enrolment-modal';
import { Engagement } from '../sections/engagement';
import { PaymentSuccess } from '../sections/payment-success';
import { isPaymentSuccessPath } from '../routes';

export default function Landing() {
  const route = useRoute();
  if (isPaymentSuccessPath(route.path)) return <Welcome />;
  return (
    <PageLayout top={<DeadlineBar />}>
      <SectionBoundary name="hero">
        <Hero />
      </SectionBoundary>
      <SectionBoundary name="summary-cards">
        <SummaryCards />
      </SectionBoundary>
      <SectionBoundary name="pricing">
        <Pricing />
      </SectionBoundary>
      <SectionBoundary name="start-dates">
        <StartDates />
      </SectionBoundary>
      <SectionBoundary name="profiles">
        <Profiles />
      </SectionBoundary>
      <SectionBoundary name="benefits">
        <Benefits />
      </SectionBoundary>
      <SectionBoundary name="job-titles">
        <JobTitles />
      </SectionBoundary>
      <SectionBoundary name="curriculum">
        <Curriculum />
      </SectionBoundary>
      <SectionBoundary name="testimonials">
        <Testimonials />
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

/** The landing as a customer sees it after paying. */
function Welcome() {
  return (
    <PageLayout>
      <SectionBoundary name="payment-success">
        <PaymentSuccess />
      </SectionBoundary>
      <SectionBoundary name="curriculum">
        <Curriculum />
      </SectionBoundary>
      <SectionBoundary name="platform">
        <Platform />
      </SectionBoundary>
      <SectionBoundary name="team">
        <Team />
      </SectionBoundary>
      <SectionBoundary name="testimonials">
        <Testimonials />
      </SectionBoundary>
      <SectionBoundary name="faq">
        <CustomerFaq />
      </SectionBoundary>
    </PageLayout>
  );
}
