// Blog post page (spec 2.15): the post is read by the slug of the route.
import { useParams } from "react-router";
import { HeroBanner } from "../../components/hero-banner.tsx";

export default function BlogPostPage() {
  const { slug = "" } = useParams();
  const title = slug.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase());
  return <HeroBanner title={title} ctaText="All Articles" ctaLink="/blog" />;
}
