/* Downward loops over unsigned iterators that the wrap ends: `for (unsigned i = n - 1; i < n; i--)`
   (after 0 comes UINT_MAX, which is not below n), an unsigned char counted down past 0, a uint16_t
   counted down by 3, and a size_t backward prefix sum. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

#define N 50

int main(void)
{
  double x[N], suf[N];
  int tag[256];
  unsigned n = N;
  unsigned char top = 37;
  uint16_t h = 47;
  for (int i = 0; i < N; i++) {
    x[i] = ((i * 37) % 19) / 4.0 - 1.5;
    suf[i] = 0;
  }
  for (int i = 0; i < 256; i++)
    tag[i] = 0;

#pragma scop
  /* a suffix sum, walked from the end: the wrap of i ends the loop */
  suf[n - 1] = x[n - 1];
  for (unsigned i = n - 2; i < n; i--)
    suf[i] = suf[i + 1] + x[i];
#pragma endscop
#pragma scop
  /* an unsigned char from top down to 0; then 255 is not below 200 */
  for (unsigned char c = top; c < 200; c--)
    tag[c] += 3 * c + 1;
#pragma endscop
#pragma scop
  /* uint16_t stepping down by 3 from 47: 47, 44, ..., 2, then 65535 */
  for (uint16_t j = h; j <= h; j -= 3)
    tag[100 + j] = j * j;
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %.3f\n", i, suf[i]);
  for (int i = 0; i < 256; i++)
    if (tag[i])
      printf("tag %d %d\n", i, tag[i]);
  return 0;
}
