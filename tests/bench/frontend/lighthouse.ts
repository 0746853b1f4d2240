import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../support/chromium';

export type LighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's default (mobile) preset — simulated 4× CPU and a slow 4G link — on one URL,
 * `runs` times in one headless Chromium; each figure is the median of the runs.
 */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  const results: LighthouseScores[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
  } finally {
    chrome.kill();
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    bestPractices: median(results.map((r) => r.bestPractices)),
    seo: median(results.map((r) => r.seo)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
  };
}
