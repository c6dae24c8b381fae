// Inline SVG icons (no icon font, no extra request). Decorative: hidden from assistive tech.
const paths = {
  sun: "M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z",
  moon: "M21 12.79A9 9 0 1 1 11.21 3a7 7 0 0 0 9.79 9.79Z",
  menu: "M3 6h18M3 12h18M3 18h18",
  close: "M6 6l12 12M18 6 6 18",
  arrowRight: "M5 12h14m-6-6 6 6-6 6",
  check: "M5 12.5 10 17.5 19 7",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01",
  linkedin:
    "M4 9h3.5v11H4zM5.75 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h3.4v1.6c.5-.9 1.7-1.9 3.6-1.9 3.6 0 4 2.3 4 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10Z",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z",
  x: "M4 4l16 16M20 4 4 20",
} as const;

export type IconName = keyof typeof paths;

// Icons only a few pages use live in ./icon-paths, so every page's JavaScript does not carry their
// paths: pass one as `path`, e.g. <Icon path={extraPaths.rss} />.

export function Icon({
  name,
  path,
  size = 20,
  className,
}: {
  name?: IconName;
  path?: { d: string; filled?: boolean };
  size?: number;
  className?: string;
}) {
  const filled = path?.filled ?? (name === "facebook" || name === "linkedin");
  const d = path?.d ?? (name ? paths[name] : "");
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
