import { data, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/layout/ErrorPage";
import { useRootData, type RootData } from "~/lib/root-data";

// Every path no other route claims: the localized 404 page, with status 404.
export const loader = () => data({ notFound: true }, { status: 404 });

// the same page for every unknown path: the render cache may keep it per URL

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  return [{ title: root?.errorTitles.notFound ?? "404" }, { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  const root = useRootData();
  return <ErrorPage kind="not-found" locale={root?.locale ?? "de"} />;
}
