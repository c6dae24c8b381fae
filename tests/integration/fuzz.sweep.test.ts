// The fuzz corpus whole: 300 payloads per form (the loop sends 40; tests/sweep.ts)
import "./fuzz.test";
