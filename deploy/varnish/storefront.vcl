#
# The storefront's rules for Varnish 7.1 with varnish-modules' xkey (ADR 0066).
#
# This file holds no backend: it is included at the end of a topology file that declares `vcl 4.1`, imports std,
# directors and xkey, defines the storefront instances, the round-robin director `storefront` and the ACL
# `storefront_purgers` (scripts/cluster/varnish-topology.ts writes it for `npm run start:cluster`;
# deploy/varnish/topology.example.vcl shows one for two instances on this machine).
#
# What is cached, and for whom:
# - Catalogue pages (home, listings, products, brands, contents, static pages), Next.js's static files, images and
#   media: one copy per host and URL, shared by every shopper. They render the same for everybody (per-shopper parts
#   arrive in small /api requests after the page), so the storefront never sees a shopper's cookies on them: the
#   Cookie header is dropped before the lookup, and no answer to such a request can carry anything of a shopper.
# - Per-shopper paths (the cart, the checkout, the account and its login/logout/password pages, the pages of one
#   order, the newsletter confirmations, the search) and every /api request are passed with their cookies, never
#   looked up and never stored; so is any request that is no GET/HEAD (server actions are POSTs), that names a
#   server action or carries credentials.
# - Only what the storefront itself marks shareable is stored: s-maxage or max-age, no private/no-cache/no-store, no
#   Set-Cookie, no `Vary: *`. Anything else is remembered as not cacheable for two minutes (hit-for-miss), so the
#   next answer that is cacheable is stored again.
# - RSC requests (Next.js's client navigations and prefetches) are kept apart from HTML: `_rsc` stays in the URL and
#   the router's request headers are part of the key (stripping `_rsc` serves flight data as a page: next.js #65335).
# - Tracking parameters are removed from the URL before the lookup: every campaign link shares the page's copy.
# - Grace: while an instance answers its health probe, a page past its TTL is served for 10 s more while it is fetched
#   again; while none answers (down, or too slow for the probe), stale pages are served for up to a day.
# - Bans: `PURGE /` with `xkey-purge: <tags>` from the ACL removes every page whose `xkey` header names one of the tags
#   (the storefront sends it after a signed revalidation: lib/cache/varnish-bans.cjs); the xkey header never leaves.

# First path segments of the pages and routes that answer one shopper (lib/security/per-request-pages.ts and the API).
sub storefront_is_per_shopper {
  if (req.url ~ "^/(api|cart|checkout|account|guest|login-register|logout|forgot-password|set-password|order-placed|order-failed|back-to-cart|newsletter|newsletter-unsubscribe|search)(/|\?|$)") {
    set req.http.X-Storefront-Per-Shopper = "1";
  }
}

# Query parameters that only tell analytics where a visitor came from; the page is the same without them (the browser
# keeps its URL, so tags on the page still read them).
sub storefront_strip_tracking {
  if (req.url ~ "(?i)[?&](utm_[a-z0-9_]*|gclid|gbraid|wbraid|dclid|gclsrc|fbclid|msclkid|twclid|ttclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|srsltid)(=|&|$)") {
    set req.url = regsuball(req.url, "(?i)([?&])(utm_[a-z0-9_]*|gclid|gbraid|wbraid|dclid|gclsrc|fbclid|msclkid|twclid|ttclid|li_fat_id|igshid|yclid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|srsltid)(=[^&#]*)?(?=&|#|$)", "\1");
    set req.url = regsuball(req.url, "([?&])&+", "\1");
    set req.url = regsub(req.url, "[?&]+(#|$)", "\1");
  }
}

sub storefront_purge {
  if (client.ip !~ storefront_purgers) {
    return (synth(405, "Not allowed"));
  }
  if (!req.http.xkey-purge) {
    return (synth(400, "The xkey-purge header names no tag"));
  }
  set req.http.X-Storefront-Purged = xkey.purge(req.http.xkey-purge);
  return (synth(200, "Invalidated " + req.http.X-Storefront-Purged + " objects"));
}

sub vcl_recv {
  set req.backend_hint = storefront.backend();
  # One id per request (ADR 0065): the client's when it is well-formed, else Varnish's own transaction id. The
  # storefront logs and answers under it; on delivery it replaces the id a stored copy was fetched with.
  if (req.http.X-Request-Id !~ "^[A-Za-z0-9._:-]{1,128}$") {
    set req.http.X-Request-Id = "varnish-" + req.xid;
  }
  # The storefront trusts X-Forwarded-For only behind a declared proxy (SHOP_TRUST_PROXY): this is that proxy, so what
  # a client sent is replaced by the address Varnish saw, and a client's X-Forwarded-Host never reaches it.
  set req.http.X-Forwarded-For = client.ip;
  unset req.http.X-Forwarded-Host;
  unset req.http.X-Storefront-Per-Shopper;
  if (req.http.Host) {
    set req.http.Host = std.tolower(req.http.Host);
  }

  if (req.method == "PURGE") {
    call storefront_purge;
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Next-Action || req.http.Authorization) {
    return (pass);
  }
  call storefront_is_per_shopper;
  if (req.http.X-Storefront-Per-Shopper) {
    return (pass);
  }

  call storefront_strip_tracking;
  # A catalogue page is the same for everybody: the storefront gets it without the shopper's cookies.
  unset req.http.Cookie;
  if (std.healthy(req.backend_hint)) {
    set req.grace = 10s;
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  hash_data(req.http.Host);
  # Next.js's RSC request headers (its `Vary`): a flight answer and an HTML answer of one URL are different objects.
  hash_data("rsc=" + req.http.rsc);
  hash_data("next-router-state-tree=" + req.http.next-router-state-tree);
  hash_data("next-router-prefetch=" + req.http.next-router-prefetch);
  hash_data("next-router-segment-prefetch=" + req.http.next-router-segment-prefetch);
  hash_data("next-url=" + req.http.next-url);
  return (lookup);
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.http.Set-Cookie
      || beresp.http.Cache-Control ~ "(?i)(private|no-cache|no-store)"
      || beresp.http.Cache-Control !~ "(?i)(s-maxage|max-age)=[1-9]"
      || beresp.http.Vary == "*") {
    set beresp.ttl = 120s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  if (beresp.grace < 1d) {
    set beresp.grace = 1d;
  }
  return (deliver);
}

# An instance that refuses the connection (stopped, restarting) or breaks it before answering: a GET or HEAD is
# tried again on the next instance (storefront_next_instance of the topology file; the round robin alone may pick the
# same one again while other requests move it on), so a stopped instance loses only the requests it was answering.
sub vcl_backend_fetch {
  if (bereq.retries > 0) {
    call storefront_next_instance;
  }
  unset bereq.http.X-Storefront-Failed;
  unset bereq.http.X-Storefront-Per-Shopper;
}

sub vcl_backend_error {
  if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    set bereq.http.X-Storefront-Failed = beresp.backend.name;
    return (retry);
  }
}

sub vcl_deliver {
  unset resp.http.xkey;
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  unset resp.http.X-Varnish;
  unset resp.http.Via;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "UNCACHEABLE";
  } elsif (obj.hits > 0 && obj.ttl > 0s) {
    set resp.http.X-Cache = "HIT";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT-STALE";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason;
    return (deliver);
  }
}
