import { describe, expect, it } from 'vitest';
import { BM25_K1, buildRelevanceQuery, relevanceScore, saturate, termFrequencies, termWeight } from './relevance.js';
import { contentTerms } from './terms.js';

const query = (title: string, requirements = '', description = '') => buildRelevanceQuery({ title, requirements, description });
const score = (q: ReturnType<typeof query>, text: string) => relevanceScore(q, termFrequencies(contentTerms(text)));

describe('BM25 relevance', () => {
  it('saturates term frequency', () => {
    expect(saturate(0)).toBe(0);
    expect(saturate(1)).toBeCloseTo(1 / (1 + BM25_K1));
    expect(saturate(2) - saturate(1)).toBeGreaterThan(saturate(3) - saturate(2));
    expect(saturate(1000)).toBeLessThan(1);
  });

  it('weights generic words down and skill words up', () => {
    const weight = (word: string) => termWeight(contentTerms(word)[0]!);
    expect(weight('experience')).toBeLessThan(weight('morning'));
    expect(weight('Erfahrung')).toBeLessThan(weight('morning'));
    expect(weight('kubernetes')).toBeGreaterThan(weight('morning'));
    expect(weight('bakery')).toBeGreaterThan(weight('morning'));
  });

  it('scores related text above unrelated text, within 0..1', () => {
    const q = query('Pastry Chef', 'Baking breads and pastries; cake decorating; food safety', 'Our bakery makes French pastries every morning.');
    const related = score(q, 'Pastry chef who bakes breads, croissants and wedding cakes in a French bakery; food safety trained.');
    const unrelated = score(q, 'Network engineer configuring routers, firewalls and VPN tunnels for enterprise clients.');
    expect(related).toBeGreaterThan(0.5);
    expect(unrelated).toBeLessThan(0.1);
    expect(related).toBeLessThan(1);
    expect(unrelated).toBeGreaterThanOrEqual(0);
  });

  it('never decreases when words are added to the resume (b = 0)', () => {
    const q = query('Data Analyst', 'SQL, Excel, Tableau dashboards, statistics');
    let text = 'Analyst working with SQL.';
    let last = score(q, text);
    for (const extra of [
      ' I love hiking and painting.',
      ' Built Tableau dashboards.',
      ' Statistics degree.',
      ' '.padEnd(200, ' filler words here'),
    ]) {
      text += extra;
      const next = score(q, text);
      expect(next).toBeGreaterThanOrEqual(last);
      last = next;
    }
  });

  it('matches a German posting and resume through their stems', () => {
    const q = query('Java Entwickler', 'Erfahrung mit Datenbanken und Schnittstellen');
    const related = score(q, 'Als Java-Entwicklerin habe ich Schnittstellen zu Oracle-Datenbanken gebaut.');
    const unrelated = score(q, 'Als Konditorin backe ich Torten und Brote.');
    expect(related).toBeGreaterThan(0.5);
    expect(unrelated).toBeLessThan(0.05);
  });

  it('scores an empty query as 0', () => {
    expect(score(query(''), 'anything at all')).toBe(0);
  });
});
