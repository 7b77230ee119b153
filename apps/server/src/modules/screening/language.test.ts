import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';

describe('detectLanguage', () => {
  it('tells German from English by their function words', () => {
    expect(detectLanguage('Wir suchen eine erfahrene Entwicklerin für die Weiterentwicklung unserer Plattform mit Java und Spring.')).toBe('de');
    expect(detectLanguage('We are looking for an experienced developer to extend our platform with Java and Spring.')).toBe('en');
  });

  it('reads an English skill list inside a German profile as German', () => {
    expect(detectLanguage('Ich bin Senior Developer und habe Erfahrung mit Kubernetes, Docker, AWS und der Cloud.')).toBe('de');
  });

  it('answers English for text with no function words', () => {
    expect(detectLanguage('Java, Kotlin, Spring Boot')).toBe('en');
    expect(detectLanguage('')).toBe('en');
  });
});
