/**
 * The FAKE demo backend's RSA 1024 key pair (C-LIMIT-16), generated once with node:crypto and committed on
 * purpose so that seeds, tests and demo runs are reproducible. It protects nothing: it only lets
 * the fake server decrypt what the client encrypts exactly as the real server would. Never reuse it.
 */
export const FAKE_SERVER_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCU3owIl+SEufYDb9vWwwWrKQwk
tdct5V9/aXn/IWa9Fe004Yi/p9DZM5Rgfk5T35aNxINdqBc+w730Zv+pCT0bNJR8
Vgwb3bgw+8xsOeTSz3ssHybylW8SYFhshIDVIM6khOg1S0CvJ+rMJ/i5wj1Jdl+D
Ec4i2uLP9+20i4XalwIDAQAB
-----END PUBLIC KEY-----`

export const FAKE_SERVER_PRIVATE_KEY_PEM = `-----BEGIN RSA PRIVATE KEY-----
MIICWwIBAAKBgQCU3owIl+SEufYDb9vWwwWrKQwktdct5V9/aXn/IWa9Fe004Yi/
p9DZM5Rgfk5T35aNxINdqBc+w730Zv+pCT0bNJR8Vgwb3bgw+8xsOeTSz3ssHyby
lW8SYFhshIDVIM6khOg1S0CvJ+rMJ/i5wj1Jdl+DEc4i2uLP9+20i4XalwIDAQAB
AoGARGJqnzPvBE1MRk3nBaN2giaL7n0diHa6RJQWN22HfUqKOWV05N1Y4b2A5kZ/
AqZNyXfBBI/HhcxzAMcjn+mfiKFm7YYfjpPkBJpY68ND8GOf2xnRZC9DL9LaVlpu
MA7yLhNi7x81sdEvxxQPQzxa0yUZLxOZ9HPfs9YGCSRyMbkCQQDDloDa2QYEduwg
6oWVacN9hxLobgNzIi/Mww6LxAshzArx0shoY10cOaWpvpAoHhtdfrJUGhyYpJkQ
IDdh0s+jAkEAwtnrWXtx3KsXehLFINtBUyiv2UobaBGoLqCxLCvD1qIXuox2ZoS0
XW6H+IxUevSocE8hd53UZTD+b4MkCpcofQJAF2vmck6a0d4L2MU8ye+oYVfTg9Ho
x9jIMJULIOGRE7MDfIHpTdbYR5D/rZwMV0GDtWZ+pGOcGQtc6PlyqFw+UQJALrC5
TH/gENiOj5nf0re3N44QVSkE2DMi8clfqw3xp4S/2tu9o2M5NQo/WreFptDpa8AK
bPdM5dKPpXjvMfp2oQJAMXJ2E57yIESfZH9fu5ek/gJqEOSGqYJuUCDliZ6DGbcs
ARmFRikbJQNAY+Jr6mbESD6E9h75Z3Ly0cLCy8jtDA==
-----END RSA PRIVATE KEY-----`

/** HS256 secret of the fake server's JWTs; as fake as the key pair above. */
export const FAKE_JWT_SECRET = 'fake-demo-backend-jwt-secret-do-not-reuse'
