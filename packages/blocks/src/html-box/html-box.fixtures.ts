import { fixture } from '../fixture.js';
import { htmlBoxTemplate } from './html-box.schema.js';

export const htmlBoxFixture = fixture(htmlBoxTemplate, {
  html: {
    en: '<h3>What to bring on your first day</h3><ul><li>Your ID card</li><li>Safety boots (we provide the overalls)</li><li>A signed <a href="/media/training-agreement.pdf">training agreement</a></li></ul><p>Questions? Write to <a href="mailto:academy@example.com">academy@example.com</a>.</p>',
    pl: '<h3>Co zabrać pierwszego dnia</h3><ul><li>Dowód osobisty</li><li>Obuwie ochronne (kombinezony zapewniamy)</li><li>Podpisaną <a href="/media/training-agreement.pdf">umowę szkoleniową</a></li></ul><p>Pytania? Napisz na <a href="mailto:academy@example.com">academy@example.com</a>.</p>',
  },
});
