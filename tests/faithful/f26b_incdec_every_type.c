/* Pre/post increment and decrement of array elements of every integer type and of float and double,
   as statements and as values inside larger expressions of a SCoP body: wrap of unsigned char and
   unsigned short, float increments that round away (1e8f + 1), double increments of fractions. */
#include <stdio.h>
#define N 40
char C[N]; signed char SC[N]; unsigned char UC[N]; short S[N]; unsigned short US[N];
int I[N]; unsigned U[N]; long L[N]; unsigned long UL[N]; long long LL[N]; unsigned long long ULL[N];
float F[N]; double D[N];
int OI[N]; long long OL[N]; double OD[N]; float OF[N];

static void bump(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    UC[i]++;
    ++US[i];
    SC[i]--;
    --C[i];
    S[i]++;
    I[i]--;
    U[i]--;
    ++L[i];
    UL[i]--;
    LL[i]++;
    --ULL[i];
    F[i]++;
    D[i]--;
  }
#pragma endscop
}

static void values(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    OI[i] = UC[i]++ * 3 + US[i]--;
    OL[i] = (long long)++U[i] * 2 - --UL[i];
    OD[i] = D[i]++ * 0.5;
    OD[i] += ++D[i] * 0.25;
    OF[i] = --F[i] * 2.0f + S[i]++;
  }
#pragma endscop
#pragma scop
  for (int i = 1; i < n; i++)
    for (int j = 0; j < 3; j++)
      LL[i] += ULL[i]-- % 7 + I[i - 1]++ * 0 + j;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    C[i] = (char)(i * 3 - 40); SC[i] = (signed char)(i % 2 ? -128 + i : 100 - i);
    UC[i] = (unsigned char)(i < 5 ? 255 - i : i * 7); US[i] = (unsigned short)(i < 4 ? 65535 - i : i * 1000);
    S[i] = (short)(i * 811 - 16000); I[i] = i * 1000003 - 20000000; U[i] = i < 3 ? 0u - 1u + i : i * 99u;
    L[i] = i * 123456789L - 2000000000L; UL[i] = i < 2 ? (unsigned long)i : i * 0x10000001UL;
    LL[i] = (long long)i * 3000000001LL; ULL[i] = i ? (unsigned long long)i << 40 : 0ull;
    F[i] = i < 10 ? 1e8f + i : 0.1f * i; D[i] = 0.3 * i - 5;
  }
  bump(N); values(N); bump(N / 2);
  for (int i = 0; i < N; i++)
    printf("%d %d %d %d %d %d %u %ld %lu %lld %llu %.9g %.17g %d %lld %.17g %.9g\n", C[i], SC[i], UC[i],
           S[i], US[i], I[i], U[i], L[i], UL[i], LL[i], ULL[i], F[i], D[i], OI[i], OL[i], OD[i], OF[i]);
  return 0;
}
