import { transcriptParagraphs } from './transcriptParagraphs';

describe('transcriptParagraphs', () => {
  it('parts paragraphs at blank lines and keeps single line breaks inside one', () => {
    expect(transcriptParagraphs('Operator:\nGood morning.\n\nChair:\nThank you.')).toEqual([
      ['Operator:', 'Good morning.'],
      ['Chair:', 'Thank you.'],
    ]);
  });

  it('reads Windows line ends and blank lines holding spaces, and drops empty paragraphs', () => {
    expect(transcriptParagraphs('\r\n\r\nFirst.\r\n  \r\nSecond.\n\n\n')).toEqual([['First.'], ['Second.']]);
  });

  it('gives nothing for an empty transcript', () => {
    expect(transcriptParagraphs('  \n ')).toEqual([]);
  });

  it('keeps markup as text, for React to escape', () => {
    expect(transcriptParagraphs('<script>alert(1)</script>')).toEqual([['<script>alert(1)</script>']]);
  });
});
