#include <stdio.h>
#define R 6
#define C 20

int main(void) {
  unsigned long long a[R][C];
  unsigned __int128 acc[R];
  unsigned long long hi[R], lo[R];
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) a[r][c] = 0xfedcba9876543210ull * (r + 1) + (unsigned long long)c * 0x1111111111ull;
#pragma scop
  for (int r = 0; r < R; r++) {
    acc[r] = 0;
    for (int c = 0; c < C; c++)
      acc[r] += (unsigned __int128)a[r][c] * a[r][(c + 1) % C];
    hi[r] = (unsigned long long)(acc[r] >> 64);
    lo[r] = (unsigned long long)acc[r];
  }
#pragma endscop
  for (int r = 0; r < R; r++) printf("%016llx %016llx\n", hi[r], lo[r]);
  return 0;
}
