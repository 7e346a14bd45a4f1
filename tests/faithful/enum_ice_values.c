/* Enumeration constants whose values C computes with its own rules, used in SCoP statements (the device
   code gets their values): casts of floating constants rounded to their type first ((int)0.99999999f is
   1, (int)2.9999999999999999 is 3, (int)0x1.fffffep+1f is 3), (_Bool) of a constant that rounds to 0 as a
   float, narrowing casts of negative and large values, ?: converting to unsigned, comparisons of signed
   with unsigned, shifts and divisions of negative values, and character constants of every prefix. */
#include <stdio.h>
enum e1 { F1 = (int)0.99999999f, F2 = (int)2.9999999999999999, F3 = (int)0x1.fffffep+1f,
          F4 = (_Bool)1e-50f, F5 = (_Bool)1e-50, F6 = (int)16777217.0f, F7 = (int)-2.5,
          F8 = (long)1e15 % 1000003, F9 = (int)3.0000001f, F10 = (int)1e-3f };
enum e2 { C1 = (unsigned char)-1, C2 = (signed char)200, C3 = (short)40000, C4 = (1 ? -1 : 0u) > 0,
          C5 = -1 < 0u, C6 = -7 / 2, C7 = -7 % 2, C8 = -16 >> 2, C9 = ~0u >> 28, C10 = (char)300 };
enum e3 { K1 = '\377', K2 = '\x80', K3 = u'\xffff', K4 = L'\377', K6 = U'\xff' + 0,
          K7 = sizeof(long double), K8 = _Alignof(long double), K9 = sizeof(0.5f), K10 = sizeof('a') };
#define N 10
static long A[N], B[N], C[N];

int main(void) {
#pragma scop
  for (int i = 0; i < N; i++) {
    A[i] = i * 1000 + F1 + F2 * 2 + F3 * 3 + F4 * 4 + F5 * 5 + F6 + F7 * 7 + F8 * 8 + F9 * 9 + F10;
    B[i] = i * 1000 + C1 + C2 * 2 + C3 * 3 + C4 * 4 + C5 * 5 + C6 * 6 + C7 * 7 + C8 * 8 + C9 * 9 + C10;
    C[i] = i * 1000 + K1 + K2 * 2 + K3 * 3 + K4 * 4 + K6 * 6 + K7 * 7 + K8 * 8 + K9 * 9 + K10;
  }
#pragma endscop
  for (int i = 0; i < N; i += 3) printf("%ld %ld %ld\n", A[i], B[i], C[i]);
  printf("%d %d %d %d %d %d %d %d %d %d\n", F1, F2, F3, F4, F5, F6, F7, F8, F9, F10);
  return 0;
}
