/** A blog post (`/blog/{slug}`): no post is published yet, so every slug answers the 404 page. */
import { pageStatus } from '../lib/page-status';
import NotFound from './not-found';

export default function BlogPost() {
  pageStatus.report(404);
  return <NotFound />;
}
