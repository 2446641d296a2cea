import { describe, expect, it } from 'vitest';
import { composeCandidates } from '../../src/classifier/classifier.js';
import type { SubheadingScore } from '../../src/classifier/engine/rank.js';

const sub = (code: string, score: number): SubheadingScore => ({
  code,
  heading: code.slice(0, 4),
  score,
  local: 0,
  hits: [],
  matchedWords: [],
  assumed: [],
  residual: code.endsWith('90'),
  quantitiesMet: [],
});

// Ranked as rank() returns them: the best heading's siblings score close together, weaker headings below.
const ranked = [
  sub('420212', 10),
  sub('420292', 9.8),
  sub('420219', 9.7),
  sub('420299', 9.6),
  sub('420232', 9.5),
  sub('392690', 8),
  sub('392640', 7.9),
  sub('630790', 7),
  sub('481910', 6),
];

describe('candidate list composition', () => {
  it('lists the best heading\'s three likeliest subheadings, then the best subheading of each next heading', () => {
    expect(composeCandidates(ranked, 5).map((s) => s.code)).toEqual(['420212', '420292', '420219', '392690', '630790']);
  });

  it('gives a clearly leading heading a fourth subheading before the other headings', () => {
    expect(composeCandidates(ranked, 5, 5).map((s) => s.code)).toEqual(['420212', '420292', '420219', '420299', '392690']);
    expect(composeCandidates(ranked, 5, 3).map((s) => s.code)).toEqual(['420212', '420292', '420219', '392690', '630790']);
  });

  it('fills up by score once every heading has had its turn, and keeps score order', () => {
    const eight = composeCandidates(ranked, 8).map((s) => s.code);
    expect(eight).toEqual(['420212', '420292', '420219', '420299', '420232', '392690', '630790', '481910']);
    expect(composeCandidates(ranked, 1).map((s) => s.code)).toEqual(['420212']);
  });
});
