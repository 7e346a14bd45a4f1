/* Arrays whose extents are enumeration constants, used where a local of the same spelling hides one:
   the file-scope `double A[NX][NY]` in a function with its own `int NY` and `int NX` (the loop bounds),
   a static local table sized by NY read in a nested block that declares `NY` again, and a function whose
   locals are spelled otherwise (offloaded).  The first two SCoPs stay on the host for the device targets,
   with a warning: device code would have taken the inner NY for the row length. */
#include <stdio.h>

enum { NX = 30, NY = 20 };
double A[NX][NY];
double out[NX];

static void hidden_by_locals(void) {
  int NY = 5;
  int NX = 10;
#pragma scop
  for (int i = 1; i < NX; i++)
    for (int j = 0; j < NY; j++)
      A[i][j] = A[i - 1][j] + A[i][j + 1] * 0.5;
#pragma endscop
}

static void static_table(int n) {
  static double W[NX][NY];
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      W[i][j] = (i + j) % 3;
  {
    int NY = 4;
#pragma scop
    for (int i = 0; i < n; i++) {
      out[i] = 0;
      for (int j = 0; j < NY; j++)
        out[i] += W[i][j + NY] * A[i][j];
    }
#pragma endscop
  }
}

static void spelled_otherwise(int nx, int ny) {
#pragma scop
  for (int i = 0; i < nx; i++)
    for (int j = 1; j < ny; j++)
      A[i][j] = A[i][j] - A[i][j - 1] * 0.25 + out[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      A[i][j] = (i * 7 + j * 3) % 10;
  hidden_by_locals();
  static_table(NX);
  spelled_otherwise(NX, NY);
  double s = 0;
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      s += A[i][j] * ((i + j) % 6 + 1);
  printf("%.12g %g\n", s, out[NX / 2]);
  return 0;
}
