import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { frFR } from '@mui/x-charts/locales';
import type { ChartBucket } from '@pilotage/domain';
import { bucketLabel, spansYears } from '../../../lib/chart-labels';
import { formatEuro } from '../../../lib/format';
import { CHART_HEIGHT, type DailyBalance } from '../financial-rules';

/**
 * One bar per day (or per week, per month over a long period: the server groups them): green when the day's net is zero or more, red when negative. Imported lazily,
 * so the charts library loads only with the financials screen.
 */
export function DailyBalanceChart({ days }: { days: DailyBalance[] }) {
  const theme = useTheme();
  const bucket = (days[0]?.bucket ?? 'day') as ChartBucket;
  const manyYears = spansYears(days.map((day) => day.date));
  // The chart measures its container; a floor on the width keeps its axis and margins from ever
  // exceeding it (a negative plot width) while the layout settles.
  return (
    // The charts' French texts here rather than in the app's theme, which the sign-in page loads too.
    <Box sx={{ minWidth: 240 }}>
      <ChartsLocalizationProvider localeText={frFR.components.MuiChartsLocalizationProvider.defaultProps.localeText}>
        <BarChart
          height={CHART_HEIGHT}
          dataset={days}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'date',
              valueFormatter: (day: string, context) =>
                bucketLabel(day, bucket, context.location === 'tick' ? 'tick' : 'tooltip', manyYears),
            },
          ]}
          yAxis={[
            {
              width: 80,
              valueFormatter: (value: number) => formatEuro(value).replace(/,00\s?€$/, ' €'),
              // d3's threshold scale: below 0 the first colour, from 0 up the second.
              colorMap: {
                type: 'piecewise',
                thresholds: [0],
                colors: [theme.palette.error.main, theme.palette.success.main],
              },
            },
          ]}
          series={[
            {
              dataKey: 'net',
              label: 'Solde net',
              valueFormatter: (value: number | null) => (value === null ? '' : formatEuro(value)),
            },
          ]}
          hideLegend
          grid={{ horizontal: true }}
        />
      </ChartsLocalizationProvider>
    </Box>
  );
}
