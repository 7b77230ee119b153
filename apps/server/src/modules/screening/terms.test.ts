import { describe, expect, it } from 'vitest';
import { contentTerms, contentTermsByLine, detectLanguage, foldWord, stem } from './terms.js';

describe('content terms', () => {
  it('drops English and German function words and keeps technical names whole', () => {
    expect(contentTerms('The engineers and the Entwickler: C++, C#, .NET und node.js')).toEqual(['engi', 'entwickl', 'c++', 'c#', '.net', 'node']);
    expect(contentTerms('')).toEqual([]);
  });

  it('gives the spellings of one technical name one term', () => {
    const same = (...texts: string[]) => expect(new Set(texts.map((t) => contentTerms(t).join(' '))).size).toBe(1);
    same('.NET developer', 'DotNet developer', 'Dot Net developer', 'DOT NET developer', 'dotnet developer');
    same('React', 'ReactJS', 'React.js', 'reactjs');
    same('Node.js', 'NodeJS', 'node');
    expect(contentTerms('ASP.NET, dotnetnuke and the dot network')).toEqual(['asp.net', 'dotnetnuk', 'dot', 'network']);
    same('D3.js', 'd3js', 'D3');
    same('Full Stack developer', 'full-stack developer', 'Fullstack Developer');
    same('Front End', 'front-end', 'Frontend');
    same('Back-end', 'back end', 'Backend');
    same('E-commerce', 'ecommerce', 'E-Commerce');
    expect(contentTerms('the front ends of the stack')).toEqual(['fron', 'ends', 'stack']);
    expect(contentTerms('JS and .js files')).toEqual(['js', 'js', 'file']);
  });

  it('reads the terms line by line in one pass, a list per line, empty lines included', () => {
    const text = '\nSenior Engineer\n\n.NET and C# developer at Acme\nthe and of\nnode.js';
    expect(contentTermsByLine(text)).toEqual(text.split('\n').map(contentTerms));
    expect(contentTermsByLine(text)).toEqual([[], ['senior', 'engi'], [], ['.net', 'c#', 'develop', 'acme'], [], ['node']]);
    expect(contentTermsByLine(text).flat()).toEqual(contentTerms(text));
  });

  it('gives inflected forms of a word one stem, in either language', () => {
    const same = (...words: string[]) => expect(new Set(words.map((w) => stem(foldWord(w)))).size).toBe(1);
    same('managing', 'managed', 'manager', 'manages');
    same('services', 'service');
    same('Datenbanken', 'Datenbank');
    same('Kenntnisse', 'Kenntnis');
    same('Qualitätssicherung', 'qualitaetssicherung'.replace('ae', 'a'));
    // A German title's feminine form is the title.
    same('Erzieher', 'Erzieherin', 'Erzieherinnen');
    same('Entwickler', 'Entwicklerin');
    same('Ingenieur', 'Ingenieurin');
    same('Journalist', 'Journalistin');
  });

  it('keeps short words and words with digits as they are', () => {
    expect(stem('java')).toBe('java');
    expect(stem('es2015')).toBe('es2015');
  });
});

describe('language', () => {
  it('tells German from English by their function words', () => {
    expect(detectLanguage('Wir suchen für unseren Kunden einen Entwickler mit Erfahrung in Java und Oracle.')).toBe('de');
    expect(detectLanguage('We are looking for a developer with experience in Java and Oracle.')).toBe('en');
  });
});
