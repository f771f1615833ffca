import { describe, expect, it } from 'vitest';
import { TRAINING_TITLE_PARTS } from './training';

/** One title for each kind of word the training pattern knows (server/search/training.ts). */
const TRAINING_TITLES = [
  'Ausbildung zum Koch (m/w/d)',
  'Praktikum Marketing',
  'Praktikantin Personal',
  'Auszubildende Pflegefachfrau',
  'Lehrling Elektroniker',
  'Lehrstelle Bäckerei',
  'Werkstudent IT-Support',
  'Duales Studium BWL',
  'Dualer Student Informatik',
  'Studium dual Maschinenbau',
  'Trainee Vertrieb',
  'Internship Data Science',
  'Intern Marketing',
  'Apprenticeship Mechatronics',
  'Working Student Finance',
  'Azubi Koch',
  'Azubis gesucht',
];

describe('the substring gate of training titles', () => {
  it.each(TRAINING_TITLES)('lets "%s" through to the regular expression', (title) => {
    expect(TRAINING_TITLE_PARTS.some((part) => title.toLowerCase().includes(part))).toBe(true);
  });
});
