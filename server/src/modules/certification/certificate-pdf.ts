import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import QRCode from 'qrcode';

export interface CertificateContent {
  name: string;
  level: string;
  edition: string;
  league: string;
  validFrom: string;
  validUntil: string;
  code: string;
  verifyUrl: string;
}

/**
 * The standard PDF fonts only carry the Windows-1252 letters: others (Łukasz, Nguyễn) are written
 * without their accent where one exists, else as "?", so a name never stops the certificate.
 */
// Letters with a stroke have no accent to take off: their nearest plain letter.
const strokeLetters: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ı: 'i' };

function printable(text: string): string {
  return [...text]
    .map((ch) => {
      if (/[\x20-\x7e\u00a0-\u00ff]/.test(ch)) return ch;
      const plain = (strokeLetters[ch] ?? ch).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return /^[\x20-\x7e]+$/.test(plain) ? plain : '?';
    })
    .join('');
}

/** The certificate: one A4 page with the referee, level, league, validity, code and a QR code to the public page. */
export async function buildCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`${content.level} certificate - ${content.name}`));
  const page = doc.addPage([595.28, 841.89]);
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const ink = rgb(0.1, 0.1, 0.15);
  const line = (text: string, y: number, size: number, font = regular) => page.drawText(printable(text), { x: 60, y, size, font, color: ink });

  line('Referee certificate', 760, 28, bold);
  line(content.league, 728, 14);
  line(content.name, 660, 24, bold);
  line(`is certified at the level ${content.level}${content.edition ? ` (rules edition ${content.edition})` : ''}`, 630, 14);
  line(`Valid from ${content.validFrom} until ${content.validUntil} (dates in UTC)`, 600, 14);
  line(`Verification code: ${content.code}`, 540, 12, bold);
  line('Check it at:', 520, 11);
  line(content.verifyUrl, 504, 10);

  const qr = await QRCode.toBuffer(content.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const image = await doc.embedPng(qr);
  page.drawImage(image, { x: 60, y: 300, width: 180, height: 180 });
  return doc.save();
}
