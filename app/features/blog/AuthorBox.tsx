import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { Icon } from "~/components/ui/Icon";
import { extraPaths } from "~/components/ui/icon-paths";
import { Picture } from "~/components/ui/Picture";
import { SampleLabel } from "~/components/ui/SampleNote";
import type { PictureView } from "~/lib/picture";

export interface AuthorData {
  name: string;
  role: string;
  bio: string;
  /** the biography is sample (blog.yaml's `sample:` marker, ADR 058): labelled "Beispiel"/"Sample" */
  sample: boolean;
  /** the consultant's portrait (app/lib/site.ts), or null: initials instead */
  photo: PictureView | null;
  aboutTo: string;
  podcastUrl: string;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** Who wrote the article (the consultant of app/lib/site.ts), with links to more and to the podcast. */
export function AuthorBox({ author }: { author: AuthorData }) {
  const { t } = useTranslation();
  return (
    <aside className="card author-box" aria-labelledby="author-title">
      {author.photo ? (
        // below the article: loaded when the reader comes near; cropped to the round 6rem box
        <Picture image={author.photo} className="author-photo" sizes="6rem" lazy width={96} height={96} />
      ) : (
        <span className="author-photo author-initials" aria-hidden="true">
          {initials(author.name)}
        </span>
      )}
      <div>
        <h2 id="author-title" className="author-heading">
          {t("blog.author.heading")}
        </h2>
        <p className="author-name">{author.name}</p>
        <p className="author-role">{author.role}</p>
        <p>
          {author.sample && (
            <>
              <SampleLabel />{" "}
            </>
          )}
          {author.bio}
        </p>
        <ul className="author-links">
          <li>
            <Link to={author.aboutTo} className="text-link">
              {t("blog.author.more", { name: author.name })}
              <Icon name="arrowRight" size={18} />
            </Link>
          </li>
          <li>
            <a href={author.podcastUrl} rel="noopener" className="text-link">
              <Icon path={extraPaths.mic} size={18} />
              {t("blog.author.podcast")}
              <span className="visually-hidden"> {t("common.footer.externalHint")}</span>
            </a>
          </li>
        </ul>
      </div>
    </aside>
  );
}
