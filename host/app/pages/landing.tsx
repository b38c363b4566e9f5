/**
 * The landing (`/`, `/us`, `/payment-success` and the campaign paths of SPEC §2): every section of
 * SPEC §2 "Landing page sections", in its order, each a component of its own in ../sections.
 */
import { PageLayout } from '../layout/page-layout';
import { useRoute } from '../site';
import { DeadlineBar } from '../sections/deadline-bar';
import { Hero } from '../sections/hero';
import { SummaryCards } from '../sections/summary-cards';
import { Pricing } from '../sections/pricing';
import { StartDates, Profiles, Benefits, JobTitles, Curriculum, Testimonials, Platform, FoundersQuote, Faq, Employers, Team } from '../sections/deferred';
import { MasterclassModal } from '../sections/masterclass-modal';
import { EnrolmentModal } from '../sections/enrolment-modal';
import { Engagement } from '../sections/engagement';
import { PaymentSuccess } from '../sections/payment-success';

export default function Landing() {
  const route = useRoute();
  return (
    <PageLayout top={<DeadlineBar />}>
      <Hero />
      <SummaryCards />
      <Pricing />
      <StartDates />
      <Profiles />
      <Benefits />
      <JobTitles />
      <Curriculum />
      <Testimonials />
      <Platform />
      <FoundersQuote />
      <Faq />
      <Employers />
      <Team />
      <MasterclassModal />
      <EnrolmentModal />
      <Engagement />
      {route.path === '/payment-success' && <PaymentSuccess />}
    </PageLayout>
  );
}
