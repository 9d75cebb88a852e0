/** @jest-environment node */
import { invoiceFileName } from '../../domain/src/invoice-pdf/invoice-file-name';

describe('invoice file name', () => {
  it('is facture_{number}_{client}.pdf', () => {
    expect(invoiceFileName('F-2026-042', 'Lefèvre')).toBe('facture_F-2026-042_Lefèvre.pdf');
  });

  it('uses the words xxxx and client when number or client are empty', () => {
    expect(invoiceFileName('', '')).toBe('facture_xxxx_client.pdf');
    expect(invoiceFileName('  ', 'Dupont')).toBe('facture_xxxx_Dupont.pdf');
    expect(invoiceFileName('12', ' ')).toBe('facture_12_client.pdf');
  });

  it('keeps the number and the client as typed, spaces included', () => {
    expect(invoiceFileName('F-2026-001', 'Client Test')).toBe('facture_F-2026-001_Client Test.pdf');
    expect(invoiceFileName('', 'Client Test')).toBe('facture_xxxx_Client Test.pdf');
    expect(invoiceFileName(' F-2026-001 ', '  Client   Test  ')).toBe('facture_F-2026-001_Client Test.pdf');
  });

  it('replaces characters that are unsafe in file names', () => {
    expect(invoiceFileName('2026/03:01', 'Boulangerie "Chez Paul" <SARL>')).toBe(
      'facture_2026_03_01_Boulangerie Chez Paul SARL.pdf',
    );
    expect(invoiceFileName('a\\b*c?d|e', 'x\ny\tz')).toBe('facture_a_b_c_d_e_x_y_z.pdf');
    expect(invoiceFileName('../../etc', '..')).toBe('facture_etc_client.pdf');
  });

  it('keeps accents and stays reasonably short', () => {
    expect(invoiceFileName('N°7', 'Société Générale d’Études')).toBe('facture_N°7_Société Générale d’Études.pdf');
    expect(invoiceFileName('1', 'a'.repeat(300)).length).toBeLessThan(100);
  });
});
