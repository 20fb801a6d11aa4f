import { describe, expect, it } from 'vitest';
import { normaliseVin, parseVin, vinCheckDigit, vinProblem } from './vin.js';

describe('given what a visitor typed as a VIN', () => {
  it('should remove every space and upper-case it', () => {
    expect(normaliseVin('  sal ga2 be8la600001 ')).toBe('SALGA2BE8LA600001');
  });

  it('should accept a VIN typed in lower case with spaces around it', () => {
    expect(parseVin(' salga2be8la600001\t')).toBe('SALGA2BE8LA600001');
  });
});

describe('given a VIN of the wrong length', () => {
  it('should refuse nothing typed as empty', () => {
    expect(vinProblem(normaliseVin('   '))).toBe('empty');
  });

  it('should refuse 16 and 18 characters', () => {
    expect(vinProblem('SALGA2BE8LA60000')).toBe('length');
    expect(vinProblem('SALGA2BE8LA6000011')).toBe('length');
  });
});

describe('given a VIN with a character VINs never use', () => {
  it.each(['I', 'O', 'Q'])('should refuse the letter %s', (letter) => {
    expect(vinProblem(`SALGA2BE8LA60000${letter}`)).toBe('characters');
  });

  it('should refuse punctuation', () => {
    expect(vinProblem('SALGA2BE8LA-00001')).toBe('characters');
  });
});

describe('given the North-American check digit (position 9)', () => {
  // A worked example: 1M8GDM9A?KP042788 transliterates to 1 4 8 7 4 4 9 1 ? 2 7 0 4 2 7 8 8;
  // weighted by 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2 the sum is 351, and 351 mod 11 = 10, written X.
  it('should compute X for a remainder of 10 (the worked example)', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('should accept a North-American VIN carrying its check digit', () => {
    expect(parseVin('1M8GDM9AXKP042788')).toBe('1M8GDM9AXKP042788');
  });

  it('should refuse a North-American VIN whose check digit is wrong', () => {
    expect(vinProblem('1M8GDM9A1KP042788')).toBe('check_digit');
  });

  it('should refuse a Chinese-market VIN (L…) whose check digit is wrong', () => {
    const vin = 'LSJA24U68MS000001';
    const wrong = vinCheckDigit(vin) === '0' ? '1' : '0';
    expect(vinProblem(`${vin.slice(0, 8)}${wrong}${vin.slice(9)}`)).toBe('check_digit');
  });

  it("should not demand it of a European VIN, whose position 9 is the maker's", () => {
    expect(vinCheckDigit('SALGA2BE8LA600001')).not.toBe('8');
    expect(vinProblem('SALGA2BE8LA600001')).toBeNull();
  });
});
