import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { env, journey, page, pageErrors, shot } from './support/journey.ts';
import { signIn } from './support/sign-in.ts';
import { answerOf, successToast, waitForPath } from './support/waits.ts';

/**
 * The blog in Chromium against the real local stack (issue 18): the admin generates an article from an idea with the
 * local generator (no model: the screens say so), gets a DRAFT, edits it in the article editor, places it in a folder
 * and publishes it; the storefront shows it in its folder, then its page with the breadcrumb Blog › folder › article.
 */
journey({ name: 'blog', viewport: { width: 1280, height: 900 } });

const run = Date.now().toString(36);
const folderName = `Vendanges ${run}`;
const goal = `Show our harvest ${run}`;
let adminToken = '';
let folder: { id: number; name: string };
let title = '';
let idArticle = 0;

beforeAll(async () => {
  adminToken = (await api<{ token: string }>('POST', '/admin/login', { body: env.logins.admin })).token;
  folder = await api('POST', '/admin/blog/folder', { token: adminToken, body: { name: folderName, idParent: null } });
});

describe('the blog in a browser', () => {
  it('lets the admin generate an article from an idea, step by step, as a draft', async () => {
    await signIn(env.logins.admin);
    await page.goto(`${env.adminUrl}/en_US/blog/generator/idea`);
    await page.getByTestId('blog-generator-brief').waitFor();
    await page
      .getByTestId('blog-generator-companyPresentation')
      .fill('A family estate in Burgundy, organic since 2012.');
    await page.getByTestId('blog-generator-forWho').fill('wine lovers');
    await page.getByTestId('blog-generator-goal').fill(goal);
    const ideas = answerOf('POST', '/admin/blog/ai/subject');
    await page.getByTestId('blog-generator-ask-ideas').click();
    expect((await ideas).status()).toBe(200);
    await page.getByTestId('blog-generator-ideas').waitFor();
    await page.getByTestId('blog-generator-local').waitFor();
    await shot('generator-ideas');
    await page.getByTestId('blog-generator-idea-0').click();

    await waitForPath('/en_US/blog/generator/title');
    const titleInput = page.getByTestId('blog-generator-title');
    expect(await titleInput.inputValue()).toBe(`${goal}: the guide for wine lovers`);
    await page.getByTestId('blog-generator-ask-parts').click();

    await waitForPath('/en_US/blog/generator/content');
    await page.getByTestId('blog-generator-parts.0').fill('Harvest by hand');
    await shot('generator-parts');
    const written = answerOf('POST', '/admin/blog/ai/article');
    await page.getByTestId('blog-generator-generate').click();
    const answer = await written;
    expect(answer.status()).toBe(200);
    const article = ((await answer.json()) as { data: { article: { id: number; status: string } } }).data.article;
    expect(article.status).toBe('DRAFT');
    idArticle = article.id;
    await successToast('The article was generated as a draft');
    await waitForPath(`/en_US/blog/${idArticle}`);
    await page.getByTestId('blog-article-screen').waitFor();
    expect(await page.getByTestId('blog-content').textContent()).toContain('Harvest by hand');
  });

  it('lets the admin edit the draft, place it in a folder and publish it', async () => {
    title = `Harvest by hand ${run}`;
    await page.getByTestId('blog-title').fill(title);
    await page.getByTestId('blog-idFolder').click();
    await page.getByRole('option', { name: folderName, exact: true }).click();
    await shot('article-edited');
    const saved = answerOf('PUT', `/admin/blog/${idArticle}`);
    await page.getByTestId('blog-publish').click();
    expect((await saved).status()).toBe(200);
    await successToast('Article saved');
    const read = await api<{ status: string; idFolder: number | null; title: string }>(
      'GET',
      `/admin/blog/${idArticle}`,
      { token: adminToken },
    );
    expect(read).toMatchObject({ status: 'ONLINE', idFolder: folder.id, title });
  });

  it('shows the article on the storefront in its folder, with its breadcrumb', async () => {
    await page.goto(`${env.storeUrl}/blog/folder/${folder.id}?site=1`);
    await page.getByTestId('blog-folder').getByRole('heading', { name: folderName }).waitFor();
    const card = page.getByTestId(`blog-card-${idArticle}`);
    await card.getByRole('link', { name: title }).click();
    const articlePage = page.getByTestId('blog-article');
    await articlePage.getByRole('heading', { name: title }).waitFor();
    expect(await articlePage.locator('h2', { hasText: 'Harvest by hand' }).count()).toBe(1);
    const breadcrumb = page.getByTestId('blog-breadcrumb');
    await breadcrumb.getByRole('link', { name: folderName }).waitFor();
    expect(await breadcrumb.locator('[aria-current="page"]').textContent()).toBe(title);
    await shot('store-article');
    expect(pageErrors).toEqual([]);
  });
});
