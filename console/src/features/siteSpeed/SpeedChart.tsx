import type { SpeedChartGeometry } from '@azi/shared/api/schemas/fieldData';
import styles from './SiteSpeedPage.module.css';

/**
 * A metric's daily p75 over the zones of its thresholds, drawn from the API's geometry
 * (fieldData/speedChart.ts). The numbers are in the card's text; the picture repeats them.
 */
export function SpeedChart({ chart, label }: { chart: SpeedChartGeometry; label: string }) {
  return (
    <svg viewBox={`0 0 ${chart.width} ${chart.height}`} className={styles.chart} role="img" aria-label={label}>
      {chart.bands.map((band) => (
        <rect
          key={band.rating}
          x={chart.left}
          y={band.y}
          width={chart.right - chart.left}
          height={band.height}
          className={styles[band.rating]}
        />
      ))}
      {chart.yTicks.map((tick) => (
        <text key={tick.at} x={chart.left - 4} y={tick.at + 3} textAnchor="end" className={styles.tick}>
          {tick.label}
        </text>
      ))}
      {chart.xTicks.map((tick) => (
        <text key={tick.at} x={tick.at} y={chart.height - 6} textAnchor="middle" className={styles.tick}>
          {tick.label}
        </text>
      ))}
      <path d={chart.p75Path} className={styles.line} />
      {chart.points.map((point) => (
        <circle key={point.day} cx={point.x} cy={point.y} r={2.5} className={styles.point} />
      ))}
    </svg>
  );
}
