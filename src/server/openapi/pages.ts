// The site's pages in the OpenAPI document (plugins/web.ts): every path no API route or file takes is a page, read with
// GET, and a lead form may be posted to its page without JavaScript. They answer HTML, and say what else they answer,
// the not-found page and a form posted the wrong way among it (security review: both were undocumented).
import { z } from "zod";
import { TAGS, errorBodySchema, fileResponse, noContent } from "./common.ts";

const html = (text: string) => fileResponse("text/html", text);

/** The site's not-found page, or for a path under /api/ the API's own 404. */
const notFound = {
  description: "No page at this address: the site's not-found page (HTML), or for a path under /api/ the API's error (JSON, code not_found).",
  content: { "text/html": { schema: z.string() }, "application/json": { schema: errorBodySchema } },
};

/** A redirect, with no body: Location names where to go. */
const redirect = (text: string) => noContent(`${text} Location names where.`);

export const pageRouteDocs = {
  page: {
    summary: "A page of the site (HTML)",
    description: "Rendered on the server in the language of its path (/hi/… for Hindi); the same for every visitor, kept and answered 304 while current.",
    tags: [TAGS.pages],
    response: {
      200: html("The page."),
      301: redirect("The page has moved for good."),
      302: redirect("The page is for now at another address."),
      304: noContent("The page has not changed since the ETag sent in If-None-Match."),
      404: notFound,
    },
  },
  form: {
    summary: "Post a page's lead form without JavaScript",
    description:
      "application/x-www-form-urlencoded, as a plain HTML form sends it; stored through POST /api/v1/leads as the visitor's own address. " +
      "The answer is the page again, showing what to fix, or a redirect to the page that says the form was sent.",
    tags: [TAGS.pages],
    consumes: ["application/x-www-form-urlencoded"],
    response: {
      200: html("The page, for a post it does not store."),
      303: redirect("Stored: see the page that says so."),
      400: html("The page with what to fix in the form."),
      404: notFound,
      415: { description: "Not sent as application/x-www-form-urlencoded (code unsupported_media_type).", content: { "application/json": { schema: errorBodySchema } } },
      429: html("The page saying too many forms were sent from this address; Retry-After says when to try again."),
      503: html("The page saying the form could not be stored just now."),
    },
  },
};
