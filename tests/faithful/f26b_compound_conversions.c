/* Compound assignments whose operation happens in another type than the object: int *= 1.5 and
   /= 0.3 (computed in double, truncated), unsigned char += 300 (wraps), short <<= 3 (promoted, then
   narrowed), float += double (added in double, rounded once), unsigned -= int, long long *= 0.1,
   char %= and >>= on negatives, ^= and |= on signed values; on array elements and on body scalars. */
#include <stdio.h>
#define N 50
#define M 4
int I[N][M]; unsigned char UC[N]; short S[N]; float F[N]; double D[N]; unsigned U[N];
long long LL[N]; signed char SC[N]; int B[N]; float G[N];

static void compound(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++) {
      I[i][j] *= 1.5;
      I[i][j] /= 0.3;
      I[i][j] -= 0.75 * j;
    }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    UC[i] += 300;
    S[i] <<= 3;
    F[i] += D[i];
    U[i] -= i * 3;
    LL[i] *= 0.1;
    SC[i] %= 7;
    SC[i] >>= 1;
    B[i] ^= -i;
    B[i] |= i << 4;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    int x = i * 7 - 100;
    float g = G[i];
    unsigned char c = (unsigned char)i;
    short s = (short)(i * 100);
    x *= 1.25;
    x /= 0.7;
    g += 0.1;
    g *= 1.0 / 3.0;
    c -= 200;
    c *= 3;
    s >>= 2;
    s += 0.5;
    G[i] = g + x + c + s;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < M; j++) I[i][j] = (i * 31 + j * 7) % 97 - 48;
    UC[i] = (unsigned char)(i * 11); S[i] = (short)(i * 97); F[i] = 1.0f / (i + 1);
    D[i] = 1e-9 * i + 1.0 / 7.0; U[i] = i * 2u; LL[i] = i * 1234567891LL - 30000000000LL;
    SC[i] = (signed char)(i * 5 - 120); B[i] = i * 37 - 900; G[i] = 0.3f * i - 2.0f;
  }
  compound(N);
  compound(N / 2 + 1);
  for (int i = 0; i < N; i++) {
    printf("%u %d %.9g %u %lld %d %d %.9g", UC[i], S[i], F[i], U[i], LL[i], SC[i], B[i], G[i]);
    for (int j = 0; j < M; j++) printf(" %d", I[i][j]);
    printf("\n");
  }
  return 0;
}
