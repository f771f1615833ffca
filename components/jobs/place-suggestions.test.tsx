// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { PlaceSuggestions } from './place-suggestions';

const AREA_IDS = { locationType: 'type', administrativeArea: 'state', country: 'country', radiusField: 'radius' };

/** The server's form after a country search: area fields filled, the radius hidden (job-search-form.tsx). */
function countrySearchForm() {
  document.body.innerHTML = `
    <input id="where" value="Deutschland" /><datalist id="places"></datalist>
    <input type="hidden" id="type" value="country" /><input type="hidden" id="country" value="DE" />
    <input type="hidden" id="state" value="" disabled />
    <div id="radius" hidden><select disabled><option>30</option></select></div>`;
  return document.getElementById('where') as HTMLInputElement;
}

function mountScript() {
  render(
    <PlaceSuggestions
      inputId="where"
      listId="places"
      areaIds={AREA_IDS}
      regionId="franken"
      locale="de"
      quickPicks={[]}
    />,
  );
}

afterEach(cleanup);

describe('the place field script on a state or country search', () => {
  it('leaves the area as the page came with it while the place is unchanged', () => {
    countrySearchForm();
    mountScript();
    expect(document.getElementById('radius')?.hidden).toBe(true);
    expect((document.getElementById('type') as HTMLInputElement).disabled).toBe(false);
  });

  it('drops the area and shows the radius for a town typed before the script ran', () => {
    countrySearchForm().value = 'Rosenheim';
    mountScript();
    expect(document.getElementById('radius')?.hidden).toBe(false);
    expect(document.querySelector('#radius select')?.hasAttribute('disabled')).toBe(false);
    expect((document.getElementById('type') as HTMLInputElement).disabled).toBe(true);
    expect((document.getElementById('country') as HTMLInputElement).disabled).toBe(true);
  });
});
