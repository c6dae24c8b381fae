import type * as ReactPdf from "@react-pdf/renderer";
import { availability } from "~/features/booking/content.server";
import type { Lang } from "~/lib/i18n";
import { localeTags } from "~/lib/i18n";
import { getT } from "~/lib/i18n.server";
import { site } from "~/lib/site";
import type { TFunction } from "~/lib/translate";
import type { StoredResult } from "./exit-ready.server";
import { reportFileName, reportName } from "./report-text";
import { resultSummary } from "./result.server";
import { MAX_RAW, MAX_SCORE, type BandId, type PhaseId } from "./scoring";
import { questionIds } from "./types";

// The ExitReady result as a PDF (docs/decisions/069-exit-ready-report.md): the result page's
// content in the same words (its locale keys), laid out for one or two A4 pages in the site's
// colours, by @react-pdf/renderer from React components. The library costs about a third of a
// second to load, so it is imported at the first report, never at the server's start; the server
// renders in a worker thread (./report-pool.server.ts), never on its event loop.

/** Everything the report shows, made by the server: nothing typed but the (folded) name. */
export interface ReportData {
  lng: Lang;
  /** the result's date in the consultant's zone, as the copy writes it ("28. November 2026") */
  date: string;
  /** the same date as YYYY-MM-DD, for the file name */
  isoDate: string;
  createdAt: Date;
  /** the visitor's name as the standard fonts can show it, shortened; null: left out */
  name: string | null;
  score: number;
  raw: number;
  band: BandId;
  phase: PhaseId;
  modelVersion: string;
  categories: ReturnType<typeof resultSummary>["categories"];
  quickWins: ReturnType<typeof resultSummary>["quickWins"];
  bands: ReturnType<typeof resultSummary>["bands"];
  phases: ReturnType<typeof resultSummary>["phases"];
  /** the booking page with this attempt, absolute (a PDF is read away from the site) */
  bookingUrl: string;
  siteUrl: string;
}

/** The report's content for a stored result in a language. */
export function reportData(attempt: string, result: StoredResult, lng: Lang, siteUrl: string): ReportData {
  const summary = resultSummary(attempt, result, lng);
  const createdAt = new Date(result.createdAt);
  const zone = availability().timeZone;
  return {
    lng,
    date: new Intl.DateTimeFormat(localeTags[lng].intl, { dateStyle: "long", timeZone: zone }).format(createdAt),
    isoDate: new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(createdAt),
    createdAt,
    name: reportName(result.name),
    score: result.score,
    raw: result.raw,
    band: result.band,
    phase: result.phase,
    modelVersion: result.modelVersion,
    categories: summary.categories,
    quickWins: summary.quickWins,
    bands: summary.bands,
    phases: summary.phases,
    bookingUrl: siteUrl + summary.booking,
    siteUrl,
  };
}

/** The file name of a report: exitready-bericht-2026-11-28.pdf, exitready-report-… in English. */
export const fileNameOf = (data: ReportData) => reportFileName(data.lng, data.isoDate);

/** The site's light theme (app/styles/tokens.css; report.server.test.tsx keeps them equal). */
export const reportColors = {
  bgAlt: "#f3f0e8",
  surface: "#ffffff",
  surface2: "#f7f5f0",
  text: "#18202c",
  textMuted: "#4a5364",
  border: "#dcd6c8",
  primary: "#123e5e",
  onPrimary: "#ffffff",
  accent: "#8a5a00",
  accentSoft: "#f6ead0",
  link: "#0d4c7a",
} as const;

/**
 * The site's fonts are the visitor's system fonts (tokens.css), whose last fallbacks are Liberation
 * Sans and Liberation Serif: metric twins of Helvetica and Times, two of the 14 standard PDF fonts,
 * which every reader has and a PDF need not embed.
 */
const fonts = { sans: "Helvetica", sansBold: "Helvetica-Bold", serif: "Times-Bold" } as const;

type Pdf = typeof ReactPdf;
let library: Promise<Pdf> | undefined;

/** @react-pdf/renderer, loaded once, at the first report. */
function pdfLibrary(): Promise<Pdf> {
  library ??= import("@react-pdf/renderer").then(
    (pdf) => {
      // no hyphenation: its patterns are English, and a German word split by them reads wrong;
      // only a word too long for any line (a typed name) may break, anywhere
      pdf.Font.registerHyphenationCallback((word) =>
        word.length > 24 ? (word.match(/.{1,12}/gsu) ?? [word]) : [word],
      );
      return pdf;
    },
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/** The report as PDF bytes, rendered here (the server hands this to a worker: ./report-pool.server.ts). */
export async function renderReport(data: ReportData): Promise<Buffer> {
  const pdf = await pdfLibrary();
  return pdf.renderToBuffer(reportDocument(pdf, data, getT(data.lng)));
}

/** The document: the result page's sections, in its words, on A4. */
export function reportDocument(pdf: Pdf, data: ReportData, t: TFunction) {
  const { Document, Link, Page, Path, Svg, Text, View } = pdf;
  const c = reportColors;
  const s = styles(pdf);
  const title = t("exitReady.result.title", { score: data.score, max: MAX_SCORE });
  const percent = Math.max(0, Math.min(1, data.score / MAX_SCORE));
  // the result page's gauge (ScoreGauge.tsx): a semicircle, filled up to the score
  const angle = Math.PI * percent;
  const end = { x: 100 - 80 * Math.cos(angle), y: 100 - 80 * Math.sin(angle) };
  const arc = "M 20 100 A 80 80 0 0 1 180 100";

  return (
    <Document
      title={`${title} – ${site.brand}`}
      author={site.consultant.name}
      subject={t("exitReady.report.date", { date: data.date })}
      creator={site.brand}
      producer={site.brand}
      language={data.lng}
      creationDate={data.createdAt}
      modificationDate={data.createdAt}
    >
      <Page size="A4" style={s.page}>
        <View style={s.header} fixed>
          <Text style={s.brand}>{site.brand}</Text>
          <Text style={s.muted}>{`ExitReady Check · ${t("exitReady.report.date", { date: data.date })}`}</Text>
        </View>

        {/* line heights per text style, none on the page: inherited by the footer's page number, a
            line height hides the footer (@react-pdf/renderer 4.9) */}
        <View style={s.hero}>
          <View style={s.heroRow}>
            <View style={{ flex: 3 }}>
              <Text style={s.eyebrow}>{t("exitReady.result.eyebrow")}</Text>
              <Text style={s.title}>{title}</Text>
              {data.name ? <Text style={s.muted}>{t("exitReady.result.for", { name: data.name })}</Text> : null}
              <View style={s.facts}>
                <View>
                  <Text style={s.factLabel}>{t("exitReady.result.band")}</Text>
                  <Text style={s.factValue}>{t(`exitReady.bands.${data.band}.name`)}</Text>
                </View>
                <View>
                  <Text style={s.factLabel}>{t("exitReady.result.phase")}</Text>
                  <Text style={s.factValue}>{t(`exitReady.phases.${data.phase}.name`)}</Text>
                </View>
              </View>
            </View>
            <View style={s.gauge}>
              <Svg width={150} height={87} viewBox="0 0 200 116">
                <Path d={arc} stroke={c.border} strokeWidth={18} strokeLinecap="round" fill="none" />
                {data.score > 0 ? (
                  <Path
                    d={`M 20 100 A 80 80 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`}
                    stroke={c.primary}
                    strokeWidth={18}
                    strokeLinecap="round"
                    fill="none"
                  />
                ) : null}
              </Svg>
              <Text style={s.gaugeScore}>{String(data.score)}</Text>
              <Text style={s.gaugeMax}>{`/ ${MAX_SCORE}`}</Text>
            </View>
          </View>
          <Text style={s.lead}>{t(`exitReady.bands.${data.band}.text`)}</Text>
          <Text style={s.p}>{t(`exitReady.phases.${data.phase}.text`)}</Text>
        </View>

        <Text style={s.h2}>{t("exitReady.result.categoriesTitle")}</Text>
        {data.categories.map((category) => (
          <View key={category.id} style={s.category} wrap={false}>
            <View style={s.categoryHead}>
              <Text style={s.strong}>{category.name}</Text>
              <Text>{t("exitReady.result.categoryPoints", { points: category.points, max: category.max })}</Text>
            </View>
            <View style={s.barTrack}>
              <View style={[s.barValue, { width: `${Math.max(0, Math.min(100, category.percent))}%` }]} />
            </View>
          </View>
        ))}

        <View wrap={false}>
          <Text style={s.h2}>{t("exitReady.result.quickWinsTitle")}</Text>
          <Text style={[s.muted, { marginBottom: 8 }]}>{t("exitReady.result.quickWinsLead")}</Text>
        </View>
        {data.quickWins.map((group) => (
          <View key={group.id} style={s.group}>
            <Text style={s.h3} minPresenceAhead={48}>
              {group.category}
            </Text>
            {group.wins.map((win, i) => (
              <View key={win.title} style={s.win} wrap={false}>
                <Text style={s.winNumber}>{`${i + 1}.`}</Text>
                <View style={{ flex: 1 }}>
                  <Text style={s.strong}>{win.title}</Text>
                  <Text style={s.p}>{win.text}</Text>
                </View>
              </View>
            ))}
          </View>
        ))}

        <View style={s.split} wrap={false}>
          <View style={s.session}>
            <Text style={s.h2Tight}>{t("exitReady.result.sessionTitle")}</Text>
            <Text style={s.p}>{t("exitReady.result.sessionText")}</Text>
            <Link src={data.bookingUrl} style={s.button}>
              <Text>{t("exitReady.result.sessionLink")}</Text>
              {/* the site's arrowRight icon (app/components/ui/Icon.tsx) */}
              <Svg width={11} height={11} viewBox="0 0 24 24">
                <Path d="M5 12h14m-6-6 6 6-6 6" stroke={c.onPrimary} strokeWidth={2.4} fill="none" />
              </Svg>
            </Link>
            {/* for a printed copy: the page's address (the attempt rides in the link) */}
            <Link src={data.bookingUrl} style={s.url}>
              <Text>{data.bookingUrl.replace(/^https?:\/\//, "").replace(/\?.*$/, "")}</Text>
            </Link>
          </View>
          <View style={s.contact}>
            <View style={s.contactHead}>
              <Text style={s.h3}>{t("exitReady.report.contactTitle")}</Text>
              {/* the shipped identity is a sample (ADR 058): a PDF leaves the site, so it says so */}
              {site.sample ? <Text style={s.sampleLabel}>{t("common.sample")}</Text> : null}
            </View>
            <Text style={s.strong}>{site.consultant.name}</Text>
            <Text style={s.muted}>{site.consultant.title[data.lng]}</Text>
            <Link src={`mailto:${site.email}`} style={s.contactLink}>
              <Text>{site.email}</Text>
            </Link>
            <Text>{site.phone}</Text>
            <Link src={data.siteUrl} style={s.contactLink}>
              <Text>{data.siteUrl.replace(/^https?:\/\//, "")}</Text>
            </Link>
          </View>
        </View>

        <View style={s.how} wrap={false}>
          <Text style={s.h3}>{t("exitReady.result.howTitle")}</Text>
          <Text style={s.muted}>
            {t("exitReady.result.how", {
              questions: questionIds.length,
              raw: MAX_RAW,
              max: MAX_SCORE,
              points: data.raw,
            })}
          </Text>
          <Text style={[s.muted, { marginTop: 4 }]}>{t("exitReady.result.model", { version: data.modelVersion })}</Text>
          <View style={s.ranges}>
            {[
              { title: t("exitReady.result.bandsTitle"), rows: data.bands, current: data.band, kind: "bands" as const },
              { title: t("exitReady.result.phase"), rows: data.phases, current: data.phase, kind: "phases" as const },
            ].map((table) => (
              <View key={table.kind} style={{ flex: 1 }}>
                <Text style={s.strong}>{table.title}</Text>
                {table.rows.map((row) => (
                  <View key={row.id} style={[s.range, row.id === table.current ? s.rangeCurrent : {}]}>
                    <Text style={row.id === table.current ? s.strong : s.p}>
                      {table.kind === "bands"
                        ? t(`exitReady.bands.${row.id as BandId}.name`)
                        : t(`exitReady.phases.${row.id as PhaseId}.name`)}
                    </Text>
                    <Text style={s.muted}>
                      {t(table.kind === "bands" ? "exitReady.result.bandRange" : "exitReady.result.phaseRange", {
                        from: row.from,
                        to: row.to,
                      })}
                    </Text>
                  </View>
                ))}
              </View>
            ))}
          </View>
        </View>

        <View style={s.footer} fixed>
          <Text>{`${site.brand} · ${site.consultant.name}`}</Text>
          <Text
            render={({ pageNumber, totalPages }) => t("exitReady.report.page", { page: pageNumber, pages: totalPages })}
          />
        </View>
      </Page>
    </Document>
  );
}

function styles(pdf: Pdf) {
  const c = reportColors;
  const sheet = {
    page: {
      paddingTop: 36,
      paddingBottom: 54,
      paddingHorizontal: 48,
      backgroundColor: c.surface,
      color: c.text,
      fontFamily: fonts.sans,
      fontSize: 9.5,
    },
    // a unitless line height needs its font size beside it (else it is taken of 18 pt)
    p: { fontSize: 9.5, lineHeight: 1.45 },
    header: {
      flexDirection: "row",
      justifyContent: "space-between",
      alignItems: "flex-end",
      paddingBottom: 8,
      marginBottom: 14,
      borderBottomWidth: 1,
      borderBottomColor: c.border,
    },
    brand: { fontFamily: fonts.serif, fontSize: 15, color: c.primary },
    muted: { color: c.textMuted, fontSize: 8.5, lineHeight: 1.45 },
    hero: { backgroundColor: c.bgAlt, borderRadius: 10, padding: 18, marginBottom: 6 },
    heroRow: { flexDirection: "row", alignItems: "center", marginBottom: 8 },
    eyebrow: { fontFamily: fonts.sansBold, fontSize: 8, color: c.accent, letterSpacing: 1, textTransform: "uppercase" },
    title: { fontFamily: fonts.serif, fontSize: 21, lineHeight: 1.2, marginVertical: 4 },
    facts: { flexDirection: "row", gap: 28, marginTop: 10 },
    factLabel: { color: c.textMuted, fontSize: 8.5 },
    factValue: { fontFamily: fonts.serif, fontSize: 14 },
    gauge: { flex: 2, alignItems: "center" },
    gaugeScore: { fontFamily: fonts.serif, fontSize: 30, marginTop: -48, lineHeight: 1 },
    gaugeMax: { color: c.textMuted, fontSize: 9 },
    lead: { fontSize: 10.5, lineHeight: 1.45, marginBottom: 4 },
    h2: { fontFamily: fonts.serif, fontSize: 14, marginTop: 14, marginBottom: 6, color: c.text },
    h2Tight: { fontFamily: fonts.serif, fontSize: 13, marginBottom: 4 },
    h3: { fontFamily: fonts.serif, fontSize: 11.5, marginBottom: 4 },
    strong: { fontFamily: fonts.sansBold, fontSize: 9.5, lineHeight: 1.35 },
    category: { marginBottom: 7 },
    categoryHead: { flexDirection: "row", justifyContent: "space-between", marginBottom: 2 },
    barTrack: { height: 6, borderRadius: 3, backgroundColor: c.border },
    barValue: { height: 6, borderRadius: 3, backgroundColor: c.primary },
    group: { marginBottom: 6, paddingLeft: 10, borderLeftWidth: 3, borderLeftColor: c.accent },
    win: { flexDirection: "row", gap: 4, marginBottom: 5 },
    winNumber: { fontFamily: fonts.sansBold, width: 12, color: c.accent },
    split: { flexDirection: "row", gap: 12, marginTop: 14 },
    session: { flex: 3, padding: 14, borderRadius: 8, backgroundColor: c.accentSoft },
    button: {
      flexDirection: "row",
      alignItems: "center",
      gap: 6,
      alignSelf: "flex-start",
      marginTop: 8,
      paddingVertical: 6,
      paddingHorizontal: 12,
      borderRadius: 6,
      backgroundColor: c.primary,
      color: c.onPrimary,
      fontFamily: fonts.sansBold,
      textDecoration: "none",
    },
    url: { marginTop: 6, fontSize: 8, color: c.link },
    contact: { flex: 2, padding: 14, borderWidth: 1, borderColor: c.border, borderRadius: 8 },
    contactHead: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
    contactLink: { color: c.link, textDecoration: "none" },
    sampleLabel: {
      fontFamily: fonts.sansBold,
      fontSize: 7,
      letterSpacing: 0.5,
      textTransform: "uppercase",
      lineHeight: 1,
      paddingTop: 2.5,
      paddingBottom: 1.5,
      paddingHorizontal: 5,
      borderWidth: 1,
      borderColor: c.text,
      borderRadius: 8,
    },
    how: { marginTop: 14 },
    ranges: { flexDirection: "row", gap: 24, marginTop: 10 },
    range: {
      flexDirection: "row",
      justifyContent: "space-between",
      paddingVertical: 2,
      paddingHorizontal: 6,
      borderLeftWidth: 3,
      borderLeftColor: c.surface,
    },
    rangeCurrent: { backgroundColor: c.accentSoft, borderLeftColor: c.accent },
    footer: {
      position: "absolute",
      bottom: 24,
      left: 48,
      right: 48,
      flexDirection: "row",
      justifyContent: "space-between",
      paddingTop: 6,
      borderTopWidth: 1,
      borderTopColor: c.border,
      color: c.textMuted,
      fontSize: 7.5,
    },
  } satisfies ReactPdf.Styles;
  return pdf.StyleSheet.create(sheet);
}
