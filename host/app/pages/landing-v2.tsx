/** The alternative landing (`/v2`): the short version — banner, price, the questions and the engagement widgets. */
import { PageLayout } from '../layout/page-layout';
import { DeadlineBar } from '../sections/deadline-bar';
import { Hero } from '../sections/hero';
import { Pricing } from '../sections/pricing';
import { Faq } from '../sections/faq';
import { Engagement } from '../sections/engagement';

export default function LandingV2() {
  return (
    <PageLayout top={<DeadlineBar />}>
      <Hero />
      <Pricing />
      <Faq />
      <Engagement />
    </PageLayout>
  );
}
