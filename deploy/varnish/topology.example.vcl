vcl 4.1;

# Written by scripts/cluster/varnish-topology.ts: the storefront instances, who may ban, then the rules.
import directors;
import std;
import xkey;

backend instance_1 {
  .host = "127.0.0.1";
  .port = "3081";
  .connect_timeout = 1s;
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 10s;
  .probe = {
    .request = "GET /healthz HTTP/1.1" "Host: localhost" "Connection: close" "User-Agent: varnish-probe";
    .timeout = 2s;
    .interval = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
  }
}

backend instance_2 {
  .host = "127.0.0.1";
  .port = "3082";
  .connect_timeout = 1s;
  .first_byte_timeout = 15s;
  .between_bytes_timeout = 10s;
  .probe = {
    .request = "GET /healthz HTTP/1.1" "Host: localhost" "Connection: close" "User-Agent: varnish-probe";
    .timeout = 2s;
    .interval = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
  }
}

acl storefront_purgers {
  "127.0.0.1";
  "::1";
}

# A retry after a failed fetch goes to the instance after the one that failed (storefront.vcl, vcl_backend_error).
sub storefront_next_instance {
  if (bereq.http.X-Storefront-Failed == "instance_1") {
    set bereq.backend = instance_2;
  } elsif (bereq.http.X-Storefront-Failed == "instance_2") {
    set bereq.backend = instance_1;
  }
}

sub vcl_init {
  new storefront = directors.round_robin();
  storefront.add_backend(instance_1);
  storefront.add_backend(instance_2);
}

include "/etc/varnish/storefront.vcl";
