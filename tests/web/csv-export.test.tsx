import fs from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import tableMeta, * as tableStories from '../../stories/components/TransactionsTable.stories';
import { transactions } from '../../stories/support/business-fixtures';
import { renderStory } from './render-story';
import { captureDownloads, downloadText } from './capture-downloads';

const user = userEvent.setup();

describe('the CSV files of the web client', () => {
  it('is the only CSV writer of the web client: every export goes through lib/csv', () => {
    const webSource = path.join(__dirname, '..', '..', 'web', 'src');
    const files = (fs.readdirSync(webSource, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('generated'),
    );
    const writers = files.filter((file) =>
      /text\/csv|utf8WithBom|exportDataAsCsv|getDataAsCsv/.test(fs.readFileSync(path.join(webSource, file), 'utf8')),
    );
    expect(writers).toEqual([path.join('lib', 'csv.ts')]);
  });
});

describe("the tables' « Télécharger en CSV »", () => {
  const downloads = captureDownloads();

  it('writes the rows of the grid through the same neutralisation, amounts staying numbers', async () => {
    const injected = [
      { ...transactions[0], id: 101, description: '=HYPERLINK("http://evil.example")', category: '@Abonnement' },
      { ...transactions[1], id: 102, description: '-Remboursement', amount: -12.5 },
    ];
    await act(async () => {
      renderStory(tableMeta, tableStories.Populated, { transactions: injected });
    });
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Télécharger en CSV' }));
    expect(downloads.map((d) => d.name)).toEqual(['Transactions.csv']);
    const csv = await downloadText(downloads[0]);
    const [header, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Date;Description;Montant;Catégorie;Employé Lié;Source');
    // Printed amounts as the grid formats them, without a quote: still numbers for the spreadsheet.
    const cells = lines.map((line) => line.split(';'));
    expect(cells.map((row) => row[1])).toEqual([`"'=HYPERLINK(""http://evil.example"")"`, `'-Remboursement`]);
    expect(cells[0][3]).toBe(`'@Abonnement`);
    expect(cells[1][2]).toMatch(/^-12[.,]5$/);
    expect(cells[0][2]).not.toMatch(/^'/);
  });
});
