import { describe, expect, it } from 'vitest';
import { changeActionLabel, changeDetailLabel } from './change-labels';

describe('change log labels', () => {
  it.each([
    ['profile.published', 'Profil veröffentlicht'],
    ['job.archived', 'Stelle archiviert'],
    ['job.duplicated', 'Stelle dupliziert'],
    ['job.extended', 'Stelle verlängert'],
    ['application.status', 'Bewerbungsstatus geändert'],
    ['team.invited', 'Einladung verschickt'],
    ['team.invitation_revoked', 'Einladung zurückgezogen'],
    ['team.joined', 'Dem Team beigetreten'],
    ['team.member_removed', 'Aus dem Team entfernt'],
    ['support.started', 'Support-Zugriff begonnen'],
    ['support.ended', 'Support-Zugriff beendet'],
  ])('%s → %s', (action, label) => {
    expect(changeActionLabel(action)).toBe(label);
  });

  it.each([
    ['job.teleported', 'job.teleported'],
    ['constructor.name', 'constructor.name'],
    ['team', 'team'],
    ['team.invited.twice', 'team.invited.twice'],
    ['', ''],
  ])('shows an unknown or malformed key %j as it is', (action, shown) => {
    expect(changeActionLabel(action)).toBe(shown);
  });

  it('labels detail keys and leaves unknown ones alone', () => {
    expect(changeDetailLabel('email')).toBe('E-Mail-Adresse');
    expect(changeDetailLabel('toString')).toBe('toString');
    expect(changeDetailLabel('colour')).toBe('colour');
  });
});
