import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { answerForConstraint, databaseErrorCode, isForeignKeyViolation, isUniqueViolation, retryOnDeadlock } from './db-errors.js';
import { conflict, notFound } from './errors.js';

const pgError = (code: string) => Object.assign(new Error(`pg error ${code}`), { code });
const wrapped = (code: string) => new DrizzleQueryError('insert into users ...', ['secret'], pgError(code));

describe('database error mapping', () => {
  it('finds the SQLSTATE on the driver error and through Drizzle and transaction wrappers', () => {
    expect(databaseErrorCode(pgError('23505'))).toBe('23505');
    expect(databaseErrorCode(wrapped('23505'))).toBe('23505');
    expect(databaseErrorCode(new Error('rolled back', { cause: wrapped('23503') }))).toBe('23503');
    expect(databaseErrorCode(new Error('plain'))).toBeNull();
    expect(databaseErrorCode(Object.assign(new Error('node'), { code: 'ECONNRESET' }))).toBeNull();
  });

  it('tells unique from foreign-key violations', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
    expect(isForeignKeyViolation(wrapped('23503'))).toBe(true);
  });

  it('answers with the route documented error or hands the original back', () => {
    const answers = { unique: () => conflict('taken'), foreignKey: () => notFound('gone') };
    expect(answerForConstraint(wrapped('23505'), answers)).toMatchObject({ statusCode: 409, message: 'taken' });
    expect(answerForConstraint(wrapped('23503'), answers)).toMatchObject({ statusCode: 404, message: 'gone' });
    const other = wrapped('22P02');
    expect(answerForConstraint(other, answers)).toBe(other);
    expect(answerForConstraint(wrapped('23503'), { unique: answers.unique })).toBeInstanceOf(DrizzleQueryError);
  });

  it('runs a transaction PostgreSQL ended to break a deadlock again, up to three runs, and no other failure', async () => {
    const failingTimes = (times: number, code: string) => {
      let runs = 0;
      const transaction = async () => {
        runs += 1;
        if (runs <= times) throw wrapped(code);
        return 'done';
      };
      return { transaction, runs: () => runs };
    };
    const twice = failingTimes(2, '40P01');
    await expect(retryOnDeadlock(twice.transaction)).resolves.toBe('done');
    expect(twice.runs()).toBe(3);
    const always = failingTimes(3, '40P01');
    await expect(retryOnDeadlock(always.transaction)).rejects.toBeInstanceOf(DrizzleQueryError);
    expect(always.runs()).toBe(3);
    const unique = failingTimes(1, '23505');
    await expect(retryOnDeadlock(unique.transaction)).rejects.toBeInstanceOf(DrizzleQueryError);
    expect(unique.runs()).toBe(1);
  });
});
