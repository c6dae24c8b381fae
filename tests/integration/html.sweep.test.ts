// Every sitemap URL validated (the loop validates one page per template; tests/sweep.ts)
import "./html.test";
