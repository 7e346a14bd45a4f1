/* Data of the C library's typedefs in SCoPs: wchar_t, char16_t and char32_t arrays (int, unsigned short
   and unsigned int here), intptr_t, uintptr_t, intmax_t, ssize_t, off_t, time_t and clock_t, each
   with its own conversions (uintptr_t and char32_t arithmetic wraps). */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include <time.h>
#include <uchar.h>
#include <wchar.h>
#define N 40
static wchar_t W[N];
static char16_t C16[N];
static char32_t C32[N];
static intptr_t IP[N];
static uintptr_t UP[N];
static intmax_t IM[N];
static ssize_t SS[N];
static off_t OF[N];
static time_t TT[N];
static clock_t CL[N];

int main(void) {
  for (int i = 0; i < N; i++) W[i] = L'a' + i, C16[i] = (char16_t)(65000 + i * 20), C32[i] = 4294967200u + i;
#pragma scop
  for (int i = 0; i < N; i++) {
    W[i] = W[i] * 3 - 400;
    C16[i] = C16[i] + 300;
    C32[i] = C32[i] + 50;
    IP[i] = (intptr_t)i * -1000000007;
    UP[i] = (uintptr_t)0 - i;
    IM[i] = (intmax_t)i * i * i * 1000000;
    SS[i] = (ssize_t)i - 20;
    OF[i] = (off_t)i << 40;
    TT[i] = (time_t)1700000000 + i * 86400;
    CL[i] = (clock_t)i * 1000 / 7;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%d %u %u %ld %lu %jd %zd %lld %lld %ld\n", (int)W[i], (unsigned)C16[i], (unsigned)C32[i],
           (long)IP[i], (unsigned long)UP[i], IM[i], SS[i], (long long)OF[i], (long long)TT[i], (long)CL[i]);
  return 0;
}
