import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { frequentWordSearches } from '../../test/frequent-words.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/**
 * People search reads a frequent word from its list of best-ranked people (migration 0015), as product search does
 * (see frequent-words.int.test.ts). Every page of the word must be what ranking every match gives: before and after the
 * lists exist, and after writes that move people into, within and out of them, hide a profession or move a country.
 */
const WORD = 'quorvex';

const { app, database, tokens } = await useTestApp();
const word = frequentWordSearches(app, database.db, 'user', WORD);
const people: TestUser[] = [];

async function person(lastName: string, country: string, profile: Record<string, unknown>) {
  const user = await tokens.signIn({ firstName: 'Kim', lastName, country });
  await updateProfile(user, profile);
  people.push(user);
  return user;
}

async function updateProfile(user: TestUser, payload: Record<string, unknown>) {
  // The first signed-in call makes the profile.
  await app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers });
  const response = await app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: user.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const setUser = (user: TestUser, values: Partial<typeof tables.users.$inferInsert>) =>
  database.db.update(tables.users).set(values).where(eq(tables.users.id, user.userID));

beforeAll(async () => {
  // The word in names (weight A), companies and professions (B) and presentations (C), in two countries.
  await person(WORD, 'CN', { briefPresentation: `Former ${WORD} apprentice.` });
  await person('Sato', 'CN', { companyName: `${WORD} Hydraulics` });
  await person('Berg', 'US', { profession: `${WORD} fitter` });
  await person('Okafor', 'CN', { briefPresentation: `I repair ${WORD} pumps.` });
  await person(`${WORD}-Lind`, 'US', { companyName: `${WORD} Works` });
  await person('Moreau', 'CN', {
    profession: `${WORD} welder`,
    briefPresentation: `Certified ${WORD} welder.`,
  });
  await person('Haddad', 'CN', { briefPresentation: 'Valves and fittings, without the word.' });
});

describe('POST user/search: words found in many people', () => {
  it('reads the first pages from the list and the rest by ranking, the same pages and totals as ranking every match', async () => {
    const ranked = await word.expectListsMatchRanking();
    expect(ranked.all[0]!.total).toBe(6);
    expect(ranked.china[0]!.total).toBe(4);
  });

  it('stays exact through new and changed people, hidden professions and moved or missing countries', async () => {
    await word.refresh();
    const newest = await person(`${WORD} ${WORD}`, 'CN', { companyName: `${WORD} Drives` });
    await updateProfile(people[1]!, { companyName: 'Sato Hydraulics' });
    await updateProfile(people[5]!, { showProfession: false });
    await updateProfile(people[2]!, { showProfession: false });
    await setUser(people[3]!, { countryCode: 'US', stateID: null });
    await setUser(people[0]!, { countryCode: null, stateID: null });

    const fromLists = await word.searches();
    expect(fromLists.all[0]!.ids[0]).toBe(newest.userID);
    expect(await word.listed()).toContain(newest.userID);
    expect(await word.listed()).not.toContain(people[1]!.userID);
    await word.expectSameAsRankingEveryMatch(fromLists);
    // Sato's company no longer has the word and Berg's only mention is a hidden profession; Moreau keeps the presentation.
    expect(fromLists.all[0]!.total).toBe(5);
    expect(fromLists.china[0]!.total).toBe(2);
  });
});
