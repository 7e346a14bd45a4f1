void f(int n, double A[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    switch (i % 2) {  // ERROR
    case 0: A[i] = 0.0; break;
    default: A[i] = 1.0;
    }
#pragma endscop
}
