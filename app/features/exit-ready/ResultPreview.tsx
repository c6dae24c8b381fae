import { SampleLabel } from "~/components/ui/SampleNote";
import { useTranslation } from "~/lib/i18n-react";
import { useLocale } from "~/lib/use-locale";
import { Bar, ScoreGauge } from "./ScoreGauge";
import { bandFor, MAX_SCORE } from "./scoring";

// An invented result, marked as sample: what the check gives, beside its start button.
const SAMPLE_SCORE = 9;
const SAMPLE_PERCENTS = [70, 45, 55, 30];

/** The landing hero's product visual: a sample result card (gauge, band, one bar per category). */
export function ResultPreview({ categories }: { categories: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const percent = new Intl.NumberFormat(locale, { style: "percent" });
  return (
    <figure className="hero-visual result-preview card">
      <figcaption className="result-preview-head">
        <span>{t("exitReady.landing.previewTitle")}</span>
        <SampleLabel />
      </figcaption>
      <ScoreGauge
        score={SAMPLE_SCORE}
        max={MAX_SCORE}
        label={t("exitReady.result.gaugeLabel", { score: SAMPLE_SCORE, max: MAX_SCORE })}
      />
      <p className="result-preview-band">{t(`exitReady.bands.${bandFor(SAMPLE_SCORE)}.name`)}</p>
      <ul className="result-preview-bars">
        {categories.map((c, i) => (
          <li key={c.id}>
            <span>{c.name}</span>
            <span>{percent.format((SAMPLE_PERCENTS[i] ?? 50) / 100)}</span>
            <Bar percent={SAMPLE_PERCENTS[i] ?? 50} />
          </li>
        ))}
      </ul>
      <p className="fine-print">{t("exitReady.landing.previewText")}</p>
    </figure>
  );
}
